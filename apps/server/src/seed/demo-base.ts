/**
 * The demo people and catalogue every later area builds on (members, patients, nurses,
 * categories, services, packages, follow-up questions). Deterministic: the same rows on every
 * run. Phones: members 1370000xxxx, patients 1372000xxxx, nurses 1371000xxxx.
 */
import type { Prng } from './prng';

export const givenNames = ['Wei', 'Fang', 'Na', 'Min', 'Jing', 'Li', 'Qiang', 'Lei', 'Yan', 'Jun', 'Ping', 'Hui', 'Tao', 'Xin', 'Yu', 'Hong', 'Mei', 'Lan', 'Bo', 'Chao'];
export const familyNames = ['Zhang', 'Wang', 'Li', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo', 'He', 'Gao', 'Lin', 'Luo'];

export const personName = (rng: Prng) => `${rng.pick(familyNames)} ${rng.pick(givenNames)}`;

/** Nurse titles, lowest first (a service names the lowest title that may perform it). */
export const nurseTitles = ['nurse', 'senior-nurse', 'nurse-practitioner', 'supervisor-nurse', 'chief-nurse'] as const;

export const demoCategories = ['Basic nursing', 'Specialist nursing', 'Rehabilitation', 'Maternal and infant care', 'Elderly care'];

export interface DemoService {
  name: string;
  category: number;
  priceCents: number;
  durationMinutes: number;
  requiredTitle: (typeof nurseTitles)[number];
  producesWaste: boolean;
  description: string;
}

export const demoServices: DemoService[] = [
  { name: 'Injection at home', category: 0, priceCents: 9_900, durationMinutes: 30, requiredTitle: 'nurse', producesWaste: true, description: 'Intramuscular or subcutaneous injection with the prescription checked.' },
  { name: 'Intravenous infusion', category: 0, priceCents: 19_900, durationMinutes: 90, requiredTitle: 'senior-nurse', producesWaste: true, description: 'Infusion with monitoring until the end of the drip.' },
  { name: 'Blood sample collection', category: 0, priceCents: 8_800, durationMinutes: 20, requiredTitle: 'nurse', producesWaste: true, description: 'Venous blood draw and delivery to the laboratory.' },
  { name: 'Wound dressing change', category: 1, priceCents: 12_800, durationMinutes: 40, requiredTitle: 'senior-nurse', producesWaste: true, description: 'Cleaning and dressing of surgical or chronic wounds.' },
  { name: 'Urinary catheter care', category: 1, priceCents: 15_800, durationMinutes: 45, requiredTitle: 'nurse-practitioner', producesWaste: true, description: 'Catheter replacement or care.' },
  { name: 'Nasogastric tube care', category: 1, priceCents: 16_800, durationMinutes: 45, requiredTitle: 'nurse-practitioner', producesWaste: true, description: 'Tube placement or replacement and feeding guidance.' },
  { name: 'PICC line maintenance', category: 1, priceCents: 22_800, durationMinutes: 60, requiredTitle: 'supervisor-nurse', producesWaste: true, description: 'Flushing, dressing and inspection of a PICC line.' },
  { name: 'Stroke rehabilitation session', category: 2, priceCents: 25_800, durationMinutes: 60, requiredTitle: 'nurse-practitioner', producesWaste: false, description: 'Guided exercises after a stroke.' },
  { name: 'Postnatal home visit', category: 3, priceCents: 19_800, durationMinutes: 60, requiredTitle: 'senior-nurse', producesWaste: false, description: 'Check of mother and newborn, feeding advice.' },
  { name: 'Newborn jaundice check', category: 3, priceCents: 9_800, durationMinutes: 30, requiredTitle: 'nurse', producesWaste: false, description: 'Transcutaneous bilirubin measurement.' },
  { name: 'Pressure ulcer prevention', category: 4, priceCents: 13_800, durationMinutes: 45, requiredTitle: 'senior-nurse', producesWaste: false, description: 'Skin assessment, repositioning plan and care.' },
  { name: 'Health assessment for the elderly', category: 4, priceCents: 16_800, durationMinutes: 60, requiredTitle: 'nurse-practitioner', producesWaste: false, description: 'Vital signs, medication review and fall-risk assessment.' },
];

export interface DemoPackage {
  name: string;
  priceCents: number;
  validityDays: number;
  /** [service index, times] */
  items: Array<[number, number]>;
}

export const demoPackages: DemoPackage[] = [
  { name: 'Ten infusions', priceCents: 179_000, validityDays: 90, items: [[1, 10]] },
  { name: 'Wound care month', priceCents: 99_000, validityDays: 30, items: [[3, 8], [0, 4]] },
  { name: 'Postnatal care week', priceCents: 109_000, validityDays: 30, items: [[8, 5], [9, 2]] },
];

export const followUpQuestions: Array<{ type: string; question: string }> = [
  { type: 'after-service', question: 'Did the nurse arrive at the agreed time?' },
  { type: 'after-service', question: 'Was the procedure explained before it started?' },
  { type: 'after-service', question: 'Any pain, swelling or bleeding since the visit?' },
  { type: 'satisfaction', question: 'How satisfied are you with the service (1–5)?' },
  { type: 'satisfaction', question: 'Would you book this nurse again?' },
  { type: 'health', question: 'Temperature taken after the visit?' },
  { type: 'health', question: 'Is the patient taking the prescribed medication?' },
];

export const regionsOfStudio = ['Beijing / Chaoyang', 'Beijing / Haidian', 'Shanghai / Pudong', 'Chengdu / Wuhou', 'Guangzhou / Tianhe'];
export const streets = ['Jianguo Road', 'Zhongguancun Street', 'Zhangyang Road', 'Guoxue Lane', 'Tianhe Road', 'Wangfujing Street', 'Century Avenue', 'Renmin South Road'];
export const skills = ['injection', 'infusion', 'wound care', 'catheter care', 'PICC', 'rehabilitation', 'maternal care', 'geriatric care', 'blood draw'];

/** An 18-digit ID card number with a valid check digit. */
export function idCardNumber(rng: Prng, birthYear: number): string {
  const body = `110105${birthYear}${String(rng.int(1, 12)).padStart(2, '0')}${String(rng.int(1, 28)).padStart(2, '0')}${String(rng.int(100, 999))}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
  return body + '10X98765432'[sum % 11];
}
