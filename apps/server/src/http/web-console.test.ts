import { describe, expect, it } from 'vitest';
import { isApiPath } from './web-console';

describe('isApiPath', () => {
  it('reserves the spec API prefixes and the .json paths under /system', () => {
    for (const path of ['/api/admin/passwordLogin', '/healthz', '/follow/question/getWorkFollowQuestionList.json', '/jpwork/flow/place/getWorkFlowPlaceList.json', '/system/user/getSystemUserInfo.json']) {
      expect(isApiPath(path), path).toBe(true);
    }
  });

  it('leaves the console routes, /system pages included, to the SPA', () => {
    for (const path of ['/', '/login', '/system/user', '/system/role', '/system/message/message-record', '/apiary', '/healthz-page']) {
      expect(isApiPath(path), path).toBe(false);
    }
  });
});
