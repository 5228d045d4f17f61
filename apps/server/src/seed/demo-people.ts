/**
 * More demo staff for the system-users pages (lists, filters, station scoping): a few dozen
 * accounts spread over the built-in roles and the demo studios, and some message records
 * sent to members and nurses. Phones 1391000xxxx (staff), 1370000xxxx (members, nurses).
 */

export interface DemoPerson {
  username: string;
  name: string;
  phone: string;
  role: string;
  status: 0 | 1;
  /** Indexes into demoStudios. */
  stations: number[];
}

const given = ['Wei', 'Fang', 'Na', 'Min', 'Jing', 'Li', 'Qiang', 'Lei', 'Yan', 'Jun', 'Ping', 'Hui', 'Tao', 'Xin', 'Yu', 'Hong'];
const family = ['Zhang', 'Wang', 'Li', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo'];
const roles = ['studioManager', 'customerService', 'studioManager', 'operations', 'finance', 'reviewer', 'noPermissions'];

/** 36 staff: usernames staff01…staff36, every seventh disabled, most bound to one or two studios. */
export const demoPeople: DemoPerson[] = Array.from({ length: 36 }, (_, i) => {
  const n = i + 1;
  const role = roles[i % roles.length] ?? 'customerService';
  const stations = role === 'finance' || role === 'operations' ? [] : i % 5 === 4 ? [i % 4, (i + 1) % 4] : [i % 4];
  return {
    username: `staff${String(n).padStart(2, '0')}`,
    name: `${family[i % family.length]} ${given[(i * 7) % given.length]}`,
    phone: `1391000${String(n).padStart(4, '0')}`,
    role,
    status: n % 7 === 0 ? 0 : 1,
    stations,
  };
});

export interface DemoMessageRecord {
  channel: 'sms' | 'app';
  template: string;
  title: string;
  body: string;
  kind: 'member' | 'nurse';
  /** Minutes before the seeding. */
  ageMinutes: number;
  recipients: Array<{ name: string; phone: string; status: 'delivered' | 'failed' | 'pending'; error?: string }>;
}

const person = (i: number) => ({ name: `${family[(i * 3) % family.length]} ${given[(i * 5) % given.length]}`, phone: `1370000${String(i).padStart(4, '0')}` });

const recipients = (from: number, count: number, failedEvery: number, pendingEvery = 0) =>
  Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const status = failedEvery && k % failedEvery === failedEvery - 1 ? 'failed' : pendingEvery && k % pendingEvery === pendingEvery - 1 ? 'pending' : 'delivered';
    return { ...person(i), status, ...(status === 'failed' ? { error: 'carrier: number unreachable' } : {}) } as const;
  });

export const demoMessageRecords: DemoMessageRecord[] = [
  { channel: 'sms', template: 'order.paid', title: 'Payment received', body: 'Your order has been paid; a nurse will accept it shortly.', kind: 'member', ageMinutes: 2880, recipients: recipients(1, 12, 6) },
  { channel: 'sms', template: 'order.accepted', title: 'Nurse on the way', body: 'Your nurse has accepted the order and will arrive at the appointed time.', kind: 'member', ageMinutes: 1440, recipients: recipients(20, 8, 0) },
  { channel: 'app', template: 'nurse.newOrder', title: 'New order nearby', body: 'A new home-care order is waiting for acceptance near you.', kind: 'nurse', ageMinutes: 600, recipients: recipients(40, 15, 5, 7) },
  { channel: 'sms', template: 'nurse.reviewPassed', title: 'Qualification approved', body: 'Your practice qualification has been approved. Welcome aboard.', kind: 'nurse', ageMinutes: 240, recipients: recipients(60, 3, 0) },
  { channel: 'app', template: 'member.coupon', title: 'A coupon for you', body: 'A coupon worth 20.00 has been added to your account.', kind: 'member', ageMinutes: 30, recipients: recipients(70, 10, 4) },
];
