export const QUICK_ORDER_PATH = '/account/quick-order';
export const QUICK_ORDER_TEMPLATE_PATH = `${QUICK_ORDER_PATH}/template.csv`;
