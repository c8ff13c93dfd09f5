-- Search index change feed (apps/backend/src/search): every write to a table a search record is
-- built from announces the affected product ids on the `search_products` channel, so every
-- backend process on this database (LISTEN) refreshes exactly those records. Statement-level
-- triggers keep bulk loads cheap: one notification per statement, not per row, and identical
-- notifications in one transaction are folded by PostgreSQL. '*' asks for a full rebuild.
CREATE OR REPLACE FUNCTION search_notify(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  payload := array_to_string(ids, ',');
  -- NOTIFY payloads must stay under 8000 bytes.
  IF length(payload) > 7000 THEN
    payload := '*';
  END IF;
  PERFORM pg_notify('search_products', payload);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('search_products', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_changed_by_product_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_notify(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM search_notify(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  ELSE
    PERFORM search_notify(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_changed_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_notify(ARRAY(SELECT id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM search_notify(ARRAY(SELECT id FROM new_rows UNION SELECT id FROM old_rows));
  ELSE
    PERFORM search_notify(ARRAY(SELECT id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_changed_by_variant_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A variant deleted in the same statement is announced by the variants trigger.
  IF TG_OP = 'INSERT' THEN
    PERFORM search_notify(ARRAY(SELECT DISTINCT v.product_id FROM variants v WHERE v.id IN (SELECT variant_id FROM new_rows)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM search_notify(ARRAY(SELECT DISTINCT v.product_id FROM variants v WHERE v.id IN (SELECT variant_id FROM new_rows UNION SELECT variant_id FROM old_rows)));
  ELSE
    PERFORM search_notify(ARRAY(SELECT DISTINCT v.product_id FROM variants v WHERE v.id IN (SELECT variant_id FROM old_rows)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_changed_by_option_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_notify(ARRAY(SELECT DISTINCT o.product_id FROM product_options o WHERE o.id IN (SELECT option_id FROM new_rows)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM search_notify(ARRAY(SELECT DISTINCT o.product_id FROM product_options o WHERE o.id IN (SELECT option_id FROM new_rows UNION SELECT option_id FROM old_rows)));
  ELSE
    PERFORM search_notify(ARRAY(SELECT DISTINCT o.product_id FROM product_options o WHERE o.id IN (SELECT option_id FROM old_rows)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_products_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_products();
--> statement-breakpoint
CREATE TRIGGER search_products_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_products();
--> statement-breakpoint
CREATE TRIGGER search_products_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_products();
--> statement-breakpoint
CREATE TRIGGER search_variants_insert AFTER INSERT ON variants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_product_id();
--> statement-breakpoint
CREATE TRIGGER search_variants_update AFTER UPDATE ON variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_product_id();
--> statement-breakpoint
CREATE TRIGGER search_variants_delete AFTER DELETE ON variants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_product_id();
--> statement-breakpoint
CREATE TRIGGER search_product_categories_insert AFTER INSERT ON product_categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_product_id();
--> statement-breakpoint
CREATE TRIGGER search_product_categories_update AFTER UPDATE ON product_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_product_id();
--> statement-breakpoint
CREATE TRIGGER search_product_categories_delete AFTER DELETE ON product_categories REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_product_id();
--> statement-breakpoint
CREATE TRIGGER search_product_options_insert AFTER INSERT ON product_options REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_product_id();
--> statement-breakpoint
CREATE TRIGGER search_product_options_update AFTER UPDATE ON product_options REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_product_id();
--> statement-breakpoint
CREATE TRIGGER search_product_options_delete AFTER DELETE ON product_options REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_product_id();
--> statement-breakpoint
CREATE TRIGGER search_product_metafields_insert AFTER INSERT ON product_metafields REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_product_id();
--> statement-breakpoint
CREATE TRIGGER search_product_metafields_update AFTER UPDATE ON product_metafields REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_product_id();
--> statement-breakpoint
CREATE TRIGGER search_product_metafields_delete AFTER DELETE ON product_metafields REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_product_id();
--> statement-breakpoint
CREATE TRIGGER search_inventory_insert AFTER INSERT ON inventory REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_variant_id();
--> statement-breakpoint
CREATE TRIGGER search_inventory_update AFTER UPDATE ON inventory REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_variant_id();
--> statement-breakpoint
CREATE TRIGGER search_inventory_delete AFTER DELETE ON inventory REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_variant_id();
--> statement-breakpoint
CREATE TRIGGER search_variant_option_values_insert AFTER INSERT ON variant_option_values REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_variant_id();
--> statement-breakpoint
CREATE TRIGGER search_variant_option_values_update AFTER UPDATE ON variant_option_values REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_variant_id();
--> statement-breakpoint
CREATE TRIGGER search_variant_option_values_delete AFTER DELETE ON variant_option_values REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_variant_id();
--> statement-breakpoint
CREATE TRIGGER search_option_values_insert AFTER INSERT ON option_values REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_option_id();
--> statement-breakpoint
CREATE TRIGGER search_option_values_update AFTER UPDATE ON option_values REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_option_id();
--> statement-breakpoint
CREATE TRIGGER search_option_values_delete AFTER DELETE ON option_values REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_by_option_id();
--> statement-breakpoint
CREATE TRIGGER search_products_truncate AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION search_notify_all();
--> statement-breakpoint
CREATE TRIGGER search_variants_truncate AFTER TRUNCATE ON variants FOR EACH STATEMENT EXECUTE FUNCTION search_notify_all();
--> statement-breakpoint
CREATE TRIGGER search_product_categories_truncate AFTER TRUNCATE ON product_categories FOR EACH STATEMENT EXECUTE FUNCTION search_notify_all();
--> statement-breakpoint
CREATE TRIGGER search_product_options_truncate AFTER TRUNCATE ON product_options FOR EACH STATEMENT EXECUTE FUNCTION search_notify_all();
--> statement-breakpoint
CREATE TRIGGER search_product_metafields_truncate AFTER TRUNCATE ON product_metafields FOR EACH STATEMENT EXECUTE FUNCTION search_notify_all();
--> statement-breakpoint
CREATE TRIGGER search_inventory_truncate AFTER TRUNCATE ON inventory FOR EACH STATEMENT EXECUTE FUNCTION search_notify_all();
--> statement-breakpoint
CREATE TRIGGER search_variant_option_values_truncate AFTER TRUNCATE ON variant_option_values FOR EACH STATEMENT EXECUTE FUNCTION search_notify_all();
--> statement-breakpoint
CREATE TRIGGER search_option_values_truncate AFTER TRUNCATE ON option_values FOR EACH STATEMENT EXECUTE FUNCTION search_notify_all();
--> statement-breakpoint
CREATE TRIGGER search_brands_truncate AFTER TRUNCATE ON brands FOR EACH STATEMENT EXECUTE FUNCTION search_notify_all();
--> statement-breakpoint
CREATE TRIGGER search_categories_truncate AFTER TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION search_notify_all();
--> statement-breakpoint
CREATE TRIGGER search_brands_change AFTER INSERT OR UPDATE OR DELETE ON brands FOR EACH STATEMENT EXECUTE FUNCTION search_notify_all();
--> statement-breakpoint
CREATE TRIGGER search_categories_change AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH STATEMENT EXECUTE FUNCTION search_notify_all();
