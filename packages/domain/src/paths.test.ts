import { describe, expect, it } from 'vitest';
import { normalisePathname, pathSegments } from './paths';

describe('pathSegments and normalisePathname', () => {
  it.each([
    ['/a/b/', ['a', 'b'], '/a/b'],
    ['a//b', ['a', 'b'], '/a/b'],
    ['/', [], '/'],
    ['', [], '/'],
    ['  /a  ', ['a'], '/a'],
    ['/a?x=1#h', ['a'], '/a'],
    ['#only', [], '/'],
    ['https://shop.example.com/a/b/?q', ['a', 'b'], '/a/b'],
    ['https://shop.example.com', [], '/'],
    [null, [], '/'],
    [undefined, [], '/'],
  ])('%j', (path, segments, pathname) => {
    expect(pathSegments(path)).toEqual(segments);
    expect(normalisePathname(path)).toBe(pathname);
  });
});
