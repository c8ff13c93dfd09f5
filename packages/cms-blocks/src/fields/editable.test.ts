import { describe, expect, it } from 'vitest';
import { editableAttributes } from './editable';

const comment = (json: string) => `<!--#storyblok#${json}-->`;

describe('editableAttributes', () => {
  it('turns the _editable comment into the bridge attributes in draft mode', () => {
    expect(
      editableAttributes(comment('{"name":"home_hero","space":"1","uid":"abc","id":42}'), 'draft'),
    ).toEqual({
      'data-blok-c': '{"name":"home_hero","space":"1","uid":"abc","id":42}',
      'data-blok-uid': '42-abc',
      className: 'storyblok__outline',
    });
  });

  it.each([
    ['published mode', comment('{"uid":"abc","id":"1"}'), 'published'],
    ['no comment', undefined, 'draft'],
    ['not the Storyblok marker', '<!-- hello -->', 'draft'],
    ['broken JSON', comment('{"uid":'), 'draft'],
    ['JSON that is not an object', comment('"text"'), 'draft'],
    ['no uid', comment('{"id":"1"}'), 'draft'],
    ['an id of the wrong type', comment('{"uid":"abc","id":{"x":1}}'), 'draft'],
  ] as const)('gives nothing for %s', (_case, editable, mode) => {
    expect(editableAttributes(editable, mode)).toEqual({});
  });
});
