// The server answers in the language a request asks for (Accept-Language, sent by every face's
// client): the same refusal in English and in Chinese, on the same server, at the same time.
import { endpoints } from '@careops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zhCNText } from '../cli/support/zh-text';
import { apiCall, login, startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe('the language of an answer', () => {
  it('follows Accept-Language per request: English and Chinese side by side', async () => {
    const auth = await login(server.url, 'admin', server.adminPassword);
    const ask = (language: string) => apiCall(server.url, endpoints.getOrder.path, { orderId: 987_654_321 }, auth, { headers: { 'accept-language': language } });
    const [english, chinese, browser] = await Promise.all([ask('en'), ask('zh-CN'), ask('zh-CN,zh;q=0.9,en;q=0.8')]);
    expect(english.msg).toBe('order not found');
    const notFound = zhCNText('error.notFound').replace('{what}', zhCNText('orders.server.entity.order'));
    expect(chinese.msg).toBe(notFound);
    expect(browser.msg).toBe(notFound);
    expect((await ask('fr')).msg).toBe('order not found');
  });

  it("says the contract's field checks in the request's language too", async () => {
    const auth = await login(server.url, 'admin', server.adminPassword);
    const ask = (language: string) => apiCall(server.url, endpoints.getOrder.path, {}, auth, { headers: { 'accept-language': language } });
    const [english, chinese] = await Promise.all([ask('en'), ask('zh-CN')]);
    expect(english.msg).toBe('orderId: is required');
    expect(chinese.msg).toBe(zhCNText('error.invalidField').replace('{field}', 'orderId').replace('{problem}', zhCNText('validate.required')));
  });

  it("says zod's own checks (a value of the wrong type) and the paging limits in the request's language", async () => {
    const auth = await login(server.url, 'admin', server.adminPassword);
    const ask = (language: string, path: string, body: Record<string, unknown>) => apiCall(server.url, path, body, auth, { headers: { 'accept-language': language } });
    const wrongType = { ids: 'x' };
    const [english, chinese] = await Promise.all([ask('en', endpoints.markStaffMessagesRead.path, wrongType), ask('zh-CN', endpoints.markStaffMessagesRead.path, wrongType)]);
    expect(english.resultcode).toBe(101);
    expect(english.msg).toMatch(/^ids: .*expected array/);
    expect(chinese.resultcode).toBe(101);
    expect(chinese.msg).toMatch(/^ids：.*[\u4e00-\u9fff]/);
    expect(chinese.msg).not.toMatch(/expected|Invalid/);
    const tooMany = { limit: 5000 };
    expect((await ask('en', endpoints.getStaffMessageList.path, tooMany)).msg).toBe('limit: must be at most 1000');
    expect((await ask('zh-CN', endpoints.getStaffMessageList.path, tooMany)).msg).toBe(
      zhCNText('error.invalidField').replace('{field}', 'limit').replace('{problem}', zhCNText('validate.atMost').replace('{max}', '1000')),
    );
  });
});
