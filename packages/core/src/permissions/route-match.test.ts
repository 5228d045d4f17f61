import { describe, expect, it } from 'vitest';
import { hasParams, matchRoutePath, normalizePath } from './route-match';

describe('normalizePath', () => {
  it.each([
    ['/order/order-list/', '/order/order-list'],
    ['/order//order-list?x=1#top', '/order/order-list'],
    ['order', '/order'],
    ['', '/'],
    ['/', '/'],
    ['/?redirect=/home', '/'],
  ])('%j -> %j', (input, output) => {
    expect(normalizePath(input)).toBe(output);
  });
});

describe('matchRoutePath', () => {
  it('matches literal paths exactly and case-sensitively', () => {
    expect(matchRoutePath('/order/order-list', '/order/order-list')).toEqual({});
    expect(matchRoutePath('/order/order-list', '/order/order-list/?page=2')).toEqual({});
    expect(matchRoutePath('/finance/payAccount', '/finance/payaccount')).toBeUndefined();
    expect(matchRoutePath('/order/order-list', '/order')).toBeUndefined();
    expect(matchRoutePath('/order', '/order/order-list')).toBeUndefined();
    expect(matchRoutePath('/', '/')).toEqual({});
  });

  it('binds :id to exactly one segment', () => {
    expect(matchRoutePath('/order/service-order-detail/:id', '/order/service-order-detail/42')).toEqual({ id: '42' });
    expect(matchRoutePath('/order/service-order-detail/:id', '/order/service-order-detail')).toBeUndefined();
    expect(matchRoutePath('/order/service-order-detail/:id', '/order/service-order-detail/4/2')).toBeUndefined();
    expect(matchRoutePath('/member-detail/:id', '/member-detail/a%20b')).toEqual({ id: 'a b' });
    expect(matchRoutePath('/member-detail/:id', '/member-detail/%E0%A4%A')).toEqual({ id: '%E0%A4%A' });
  });

  it('binds :path* to zero or more segments', () => {
    expect(matchRoutePath('/redirect/:path*', '/redirect/order/order-list')).toEqual({ path: 'order/order-list' });
    expect(matchRoutePath('/redirect/:path*', '/redirect')).toEqual({ path: '' });
    expect(matchRoutePath('/redirect/:path*', '/redirects/x')).toBeUndefined();
  });

  it('tells parameterised patterns', () => {
    expect(hasParams('/redirect/:path*')).toBe(true);
    expect(hasParams('/finance/PayAccountDetail/:id')).toBe(true);
    expect(hasParams('/finance/payAccount')).toBe(false);
  });
});
