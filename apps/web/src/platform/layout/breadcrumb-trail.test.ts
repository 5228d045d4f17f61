import { routeForPath } from '@careops/core/permissions';
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb-trail';

const route = (path: string) => {
  const found = routeForPath(path);
  if (!found) throw new Error(`no route for ${path}`);
  return found;
};

describe('breadcrumb trail', () => {
  it('is just Home on the home page', () => {
    expect(breadcrumbTrail(route('/home'), () => true)).toEqual([{ title: 'home' }]);
  });

  it('puts Home before hidden children of home', () => {
    expect(breadcrumbTrail(route('/message-center'), () => true)).toEqual([{ title: 'home', to: '/home' }, { title: 'message center' }]);
  });

  it('links a parent to its redirect only when it can be opened', () => {
    const open = breadcrumbTrail(route('/order/order-list'), () => true);
    expect(open).toEqual([{ title: 'home', to: '/home' }, { title: 'order management', to: '/order/order-list' }, { title: 'order list' }]);
    const closed = breadcrumbTrail(route('/order/order-list'), () => false);
    expect(closed[1]).toEqual({ title: 'order management' });
  });

  it("keeps a 'noRedirect' parent inert", () => {
    const trail = breadcrumbTrail(route('/security-center/voice-announcements'), () => true);
    expect(trail[1]).toEqual({ title: 'security center' });
  });
});
