import { describe, expect, it } from 'vitest';
import {
  BACK_TO_HOME_LABEL,
  GENERIC_ERROR_MESSAGE,
  NEWSLETTER_PROMPT,
  NON_CONTAINER_CONFIRM_MESSAGE,
  NO_SITE_SETTINGS_MESSAGE,
  OVER_CAPACITY_MESSAGE,
  PAGE_NOT_FOUND_STATUS,
  PAGE_NOT_FOUND_TITLE,
  PASSWORD_CHANGE_SUCCESS_MESSAGE,
  ADJUST_CONTAINER_PROMPT,
  containerNoLongerFitsMessage,
  SEARCH_NO_RESULTS_HINT,
  insufficientStockMessage,
  isInsufficientStockError,
  pageNotFoundMessage,
  searchNoResultsMessage,
} from './messages';

describe('spec texts', () => {
  it.each([
    [OVER_CAPACITY_MESSAGE, "The product could not be added as it exceeds container's capacity"],
    [
      NON_CONTAINER_CONFIRM_MESSAGE,
      'Non-container products will be removed if you add container product. Do you want to continue?',
    ],
    [SEARCH_NO_RESULTS_HINT, 'Please try again later or enter a new search'],
    [PAGE_NOT_FOUND_TITLE, 'Page not found'],
    [BACK_TO_HOME_LABEL, 'Back to Home'],
    [GENERIC_ERROR_MESSAGE, 'An error occurred. Please try again.'],
    [PASSWORD_CHANGE_SUCCESS_MESSAGE, 'Successfully updated password.'],
    [NO_SITE_SETTINGS_MESSAGE, 'No site settings found'],
    [NEWSLETTER_PROMPT, 'Be the first to know about our best deals!'],
    [
      insufficientStockMessage('Acme Furniture'),
      'Insufficient stock, please contact Acme Furniture',
    ],
    [searchNoResultsMessage('oak'), "No results found for 'oak'"],
    [pageNotFoundMessage('/nope'), 'Page Not Found: /nope'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('an unknown route is a 404', () => {
    expect(PAGE_NOT_FOUND_STATUS).toBe(404);
  });
});

describe('isInsufficientStockError (behaviour.md#errors)', () => {
  it.each([
    ['Insufficient stock for SKU-1', true],
    ['Not sufficient stock', true],
    ['INSUFFICIENT STOCK', true],
    ['Product is out of stock', false],
    ['', false],
    [null, false],
    [{ title: 'Insufficient stock' }, false],
  ])('%j → %s', (title, expected) => {
    expect(isInsufficientStockError(title)).toBe(expected);
  });
});

describe('containerNoLongerFitsMessage (behaviour.md#errors: an order whose container no longer fits)', () => {
  it.each([
    [
      '7.431 CBM would exceed the 5.2 CBM container',
      'The Kyoto Joinery container: 7.431 CBM would exceed the 5.2 CBM container.',
    ],
    [
      'The cartons weigh 30,000 kg; a 20 ft container takes 28,000 kg',
      'The Kyoto Joinery container: the cartons weigh 30,000 kg; a 20 ft container takes 28,000 kg.',
    ],
    [
      '3 of 40 cartons cannot be placed in a 20 ft container.',
      'The Kyoto Joinery container: 3 of 40 cartons cannot be placed in a 20 ft container.',
    ],
  ])('names the factory before %j', (detail, expected) => {
    expect(containerNoLongerFitsMessage(' Kyoto Joinery ', detail)).toBe(expected);
  });

  it('is followed on the storefront by the prompt that links to the builder', () => {
    expect(ADJUST_CONTAINER_PROMPT).toBe('Adjust it in the container builder.');
  });
});
