/**
 * Placing an order with a released service, in real Chromium against the real server: the
 * placement page offers only what the chosen studio has released now, at the release's price
 * (the server's quote), asks for consent to the service's agreement, and the new order's page
 * names the agreement version the member accepted.
 */
import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/browser';
import { useBrowserSuite } from '../support/browser-suite';
import { apiCall } from '../support/server';

const suite = useBrowserSuite();
const DAY = 86_400_000;

interface Release {
  id: number;
  version: number;
  item: { id: number; name: string; kind: string };
}

describe('placing an order with a released service', () => {
  it('offers the studio\'s releases at their prices, takes consent and places the order at the release price', async () => {
    const url = suite.server.url;
    const call = async <T>(name: string, body: unknown): Promise<T> => {
      const answer = await apiCall<T>(url, `/api/admin/${name}`, body, suite.admin);
      if (answer.resultcode !== 1) throw new Error(`${name}: ${answer.msg}`);
      return answer.result;
    };
    const studios = await call<{ list: Array<{ id: number; name: string }> }>('getStudioOptions', {});
    const studio = studios.list[0] ?? { id: 0, name: '' };
    const onSale = await call<{ list: Release[] }>('getProductReleaseList', { studioId: studio.id, onSaleAt: Date.now(), limit: 1000, sort: 'id' });
    const services = onSale.list.filter((r) => r.item.kind === 'service');
    const [chosen, hidden] = [services[0], services[1]];
    if (!chosen || !hidden) throw new Error('the demo studio sells too little');
    // The chosen service now sells at 77.70 here; the other one is withdrawn.
    await call('editProductRelease', { releaseId: chosen.id, version: chosen.version, status: 0 });
    await call('editProductRelease', { releaseId: hidden.id, version: hidden.version, status: 0 });
    await call('addProductRelease', { studioId: studio.id, serviceId: chosen.item.id, price: '77.70', startsAt: Date.now() - DAY, endsAt: Date.now() + 30 * DAY });
    const agreement = await call<{ id: number }>('addAgreement', { name: 'E2E consent', draft: 'I agree to the visit.', publish: true });
    await call('attachAgreementServices', { agreementId: agreement.id, serviceIds: [chosen.item.id] });
    const members = await call<{ list: Array<{ id: number; status: number; patientCount: number }> }>('getMemberList', { status: 1, limit: 50 });
    const member = members.list.find((m) => m.patientCount > 0);

    const context = await suite.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await signIn(page, url);
    await page.goto(`${url}/order/order-place/${member?.id ?? 0}`);
    await page.getByTestId('place-form').waitFor();
    await page.getByTestId('place-studio').selectOption(String(studio.id));
    const offered = await page.getByTestId('place-service').locator('option').allTextContents();
    expect(offered.some((o) => o.startsWith(chosen.item.name) && o.includes('77.70'))).toBe(true);
    expect(offered.some((o) => o.startsWith(`${hidden.item.name} ·`))).toBe(false);
    await page.getByTestId('place-service').selectOption(String(chosen.item.id));
    await expect.poll(() => page.getByTestId('place-amount').textContent()).toContain('77.70');
    await page.getByTestId('place-agreement').waitFor();
    expect(await page.getByTestId('place-agreement').textContent()).toContain('I agree to the visit.');

    // Without the member's consent the server refuses, naming the agreement.
    await page.getByTestId('place-submit').click();
    await expect.poll(() => page.getByTestId('place-error-consent').textContent()).toBe(t('catalogue.agreement.consentNeeded', { service: chosen.item.name, agreement: 'E2E consent', number: 1 }));
    await page.getByTestId('place-consent').check();
    await page.getByTestId('place-submit').click();
    await page.waitForURL(/\/order\/service-order-detail\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByTestId('order-agreement').waitFor();
    expect(await page.getByTestId('order-agreement').textContent()).toContain('E2E consent, version 1');
    const order = await call<{ amountCents: number; listPriceCents: number; agreement: { number: number } | null }>('getOrder', { orderId });
    expect(order).toMatchObject({ amountCents: 7_770, listPriceCents: 7_770, agreement: { number: 1 } });
  });
});
