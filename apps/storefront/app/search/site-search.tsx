import { searchHref } from '@shop/domain';
import type { SearchBarProps } from '@shop/ui/search';
import { SearchBar } from '@shop/ui/search';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useKnownSkus } from './known-skus';
import { SEARCH_PATH } from './route-state';
import { useShell } from '../shell/shell-data';
import { knownRecords, toResultHit } from './search-hit';
import type { SuggestionsAnswer } from './suggestions-engine';

const loadEngine = () => import('./suggestions-engine');
const SuggestionsEngine = lazy(loadEngine);

const NO_ANSWER: SuggestionsAnswer = { query: '', hits: [], stalled: false };

export interface SiteSearchProps {
  renderLink: NonNullable<SearchBarProps['renderLink']>;
  /** Called when the bar navigates (Enter or a suggestion), e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

/**
 * The search bar of the header and the mobile navigation (behaviour.md#search-bar). The box is plain
 * React; the suggestion search (react-instantsearch) loads on first focus and runs once
 * something is typed. Hits are kept to the SKUs the store knows (behaviour.md#calls-search).
 */
export function SiteSearch({ renderLink, onNavigate }: SiteSearchProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // The search client is built when the suggestion engine first runs, not with the page.
  const { assetBaseUrl, search: searchConfig } = useShell().config;
  const [value, setValue] = useState('');
  const [wanted, setWanted] = useState(false);
  const [answer, setAnswer] = useState<SuggestionsAnswer>(NO_ANSWER);
  const known = useKnownSkus(wanted);
  const term = value.trim();
  // The engine starts with the first term and stays, so later keys reuse its client.
  const [started, setStarted] = useState(false);
  if (!started && term !== '') setStarted(true);

  const hits = useMemo(
    () => (known ? knownRecords(answer.hits, known).map((r) => toResultHit(r, assetBaseUrl)) : []),
    [answer.hits, known, assetBaseUrl],
  );
  const onAnswer = useCallback((next: SuggestionsAnswer) => {
    setAnswer(next);
  }, []);

  return (
    <>
      <SearchBar
        value={value}
        onValueChange={(next) => {
          setValue(next);
          setWanted(true);
        }}
        onFocus={() => {
          if (wanted) return;
          setWanted(true);
          void loadEngine();
        }}
        onSubmit={(submitted) => {
          const href = searchHref(submitted);
          if (href === null) return;
          onNavigate?.();
          void navigate(href);
        }}
        onSelect={onNavigate}
        hits={hits}
        pending={known === null || answer.query !== term}
        stalled={answer.stalled}
        locationKey={`${location.pathname}${location.search}`}
        renderLink={renderLink}
        action={SEARCH_PATH}
        name="term"
      />
      {started ? (
        <Suspense fallback={null}>
          <SuggestionsEngine config={searchConfig} query={term} onAnswer={onAnswer} />
        </Suspense>
      ) : null}
    </>
  );
}
