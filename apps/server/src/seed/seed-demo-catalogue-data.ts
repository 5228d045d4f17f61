/**
 * The catalogue beyond the base demo rows (which the demo orders use and which stay as they
 * are): more top-level categories, second-level ones under the base categories, services in
 * each, and packages. Deterministic. Category references are names; service references in
 * packages are names too (base services included).
 */

export interface DemoCategory {
  name: string;
  /** The base or new top-level category it sits under; none for a top-level one. */
  parent?: string;
  description: string;
}

export const demoMoreCategories: DemoCategory[] = [
  { name: 'Chronic disease care', description: 'Regular care for long-term conditions at home.' },
  { name: 'Home medical checks', description: 'Measurements and samples taken at home.' },
  { name: 'Palliative care', description: 'Comfort and symptom care for people at the end of life.' },
  { name: 'Injections and infusions', parent: 'Basic nursing', description: 'Medication given by injection or drip.' },
  { name: 'Wound and stoma care', parent: 'Specialist nursing', description: 'Dressings, stomas and skin care.' },
  { name: 'Tube and line care', parent: 'Specialist nursing', description: 'Catheters, feeding tubes and central lines.' },
  { name: 'Newborn care', parent: 'Maternal and infant care', description: 'Checks and care for babies in their first weeks.' },
];

type Title = 'nurse' | 'senior-nurse' | 'nurse-practitioner' | 'supervisor-nurse' | 'chief-nurse';

export interface DemoMoreService {
  name: string;
  category: string;
  priceCents: number;
  durationMinutes: number;
  requiredTitle: Title;
  producesWaste: boolean;
  onShelf: boolean;
  description: string;
}

const s = (name: string, category: string, priceCents: number, durationMinutes: number, requiredTitle: Title, producesWaste: boolean, description: string, onShelf = true): DemoMoreService => ({
  name, category, priceCents, durationMinutes, requiredTitle, producesWaste, onShelf, description,
});

export const demoMoreServices: DemoMoreService[] = [
  s('Insulin injection', 'Injections and infusions', 6_900, 20, 'nurse', true, 'Insulin given at the **prescribed** dose, blood sugar checked first.'),
  s('Antibiotic infusion', 'Injections and infusions', 23_800, 120, 'senior-nurse', true, 'Infusion of a prescribed antibiotic course, one dose per visit.'),
  s('Vitamin B12 injection', 'Injections and infusions', 5_900, 15, 'nurse', true, 'Intramuscular injection for B12 deficiency.'),
  s('Anticoagulant injection', 'Injections and infusions', 7_900, 20, 'nurse', true, 'Subcutaneous heparin injection with the site rotated.'),
  s('Stoma care', 'Wound and stoma care', 14_800, 45, 'senior-nurse', true, 'Bag change, skin check and advice for the family.'),
  s('Diabetic foot care', 'Wound and stoma care', 16_800, 50, 'nurse-practitioner', true, 'Foot inspection, dressing of ulcers and footwear advice.'),
  s('Burn dressing change', 'Wound and stoma care', 18_800, 50, 'nurse-practitioner', true, 'Cleaning and dressing of minor burns after discharge.'),
  s('Suture removal', 'Wound and stoma care', 8_800, 20, 'nurse', true, 'Removal of stitches or staples and a wound check.'),
  s('Catheter replacement', 'Tube and line care', 19_800, 45, 'nurse-practitioner', true, 'Indwelling urinary catheter changed under sterile conditions.'),
  s('Feeding tube flush and check', 'Tube and line care', 9_800, 30, 'senior-nurse', true, 'Tube position checked, flushed and the feeding plan reviewed.'),
  s('Central line dressing', 'Tube and line care', 21_800, 45, 'supervisor-nurse', true, 'Sterile dressing change of a central venous line.'),
  s('Tracheostomy care', 'Tube and line care', 26_800, 60, 'supervisor-nurse', true, 'Suction, inner tube cleaning and stoma care.'),
  s('Newborn bath and cord care', 'Newborn care', 12_800, 45, 'senior-nurse', false, 'Bathing demonstration and umbilical cord care.'),
  s('Newborn hearing screening', 'Newborn care', 15_800, 30, 'nurse-practitioner', false, 'Otoacoustic emission screening at home.'),
  s('Breastfeeding support', 'Maternal and infant care', 16_800, 60, 'senior-nurse', false, 'Latch, positions and a feeding plan with the mother.'),
  s('Physiotherapy after knee replacement', 'Rehabilitation', 28_800, 60, 'nurse-practitioner', false, 'Exercises and mobility training after surgery.'),
  s('Fall prevention session', 'Rehabilitation', 14_800, 45, 'senior-nurse', false, 'Balance exercises and a home safety walk-through.'),
  s('Respiratory rehabilitation', 'Rehabilitation', 22_800, 60, 'nurse-practitioner', false, 'Breathing exercises for COPD and after pneumonia.'),
  s('Dementia care visit', 'Elderly care', 17_800, 90, 'senior-nurse', false, 'Personal care, activities and respite for the carer.'),
  s('Medication review at home', 'Elderly care', 12_800, 45, 'nurse-practitioner', false, 'All medicines checked together, a schedule written down.'),
  s('Blood pressure follow-up', 'Chronic disease care', 4_900, 20, 'nurse', false, 'Measurement, a log and advice on lifestyle and medicines.'),
  s('Diabetes management visit', 'Chronic disease care', 11_800, 45, 'senior-nurse', true, 'Glucose check, injection technique and diet review.'),
  s('Heart failure monitoring', 'Chronic disease care', 15_800, 45, 'nurse-practitioner', false, 'Weight, swelling and breathing checked against the care plan.'),
  s('COPD check-up', 'Chronic disease care', 13_800, 45, 'nurse-practitioner', false, 'Oxygen saturation, inhaler technique and an action plan.', false),
  s('ECG at home', 'Home medical checks', 16_800, 30, 'nurse-practitioner', false, '12-lead ECG recorded and sent to the doctor.'),
  s('Blood glucose and lipid test', 'Home medical checks', 7_800, 20, 'nurse', true, 'Finger-prick tests with results on the spot.'),
  s('Pain management visit', 'Palliative care', 19_800, 60, 'supervisor-nurse', true, 'Pain assessed and the pump or patches managed.'),
  s('Comfort care visit', 'Palliative care', 16_800, 90, 'senior-nurse', false, 'Mouth care, positioning and support for the family.', false),
];

export interface DemoMorePackage {
  name: string;
  priceCents: number;
  validityDays: number;
  onShelf: boolean;
  description: string;
  /** [service name, visits] */
  items: Array<[string, number]>;
}

export const demoMorePackages: DemoMorePackage[] = [
  { name: 'Diabetes care quarter', priceCents: 128_000, validityDays: 90, onShelf: true, description: 'Twelve visits over three months.', items: [['Diabetes management visit', 8], ['Insulin injection', 4]] },
  { name: 'Stoma care month', priceCents: 52_000, validityDays: 30, onShelf: true, description: 'Weekly stoma care.', items: [['Stoma care', 4]] },
  { name: 'Knee replacement recovery', priceCents: 215_000, validityDays: 60, onShelf: true, description: 'Eight physiotherapy sessions and two wound checks.', items: [['Physiotherapy after knee replacement', 8], ['Suture removal', 1], ['Wound dressing change', 1]] },
  { name: 'Newborn first month', priceCents: 79_000, validityDays: 45, onShelf: true, description: 'Bath, cord care, hearing and jaundice checks.', items: [['Newborn bath and cord care', 3], ['Newborn hearing screening', 1], ['Newborn jaundice check', 2]] },
  { name: 'Blood pressure year', priceCents: 49_000, validityDays: 365, onShelf: true, description: 'A monthly check for a year.', items: [['Blood pressure follow-up', 12]] },
  { name: 'Palliative support fortnight', priceCents: 168_000, validityDays: 14, onShelf: true, description: 'Daily comfort care with pain reviews.', items: [['Pain management visit', 4], ['Comfort care visit', 6]] },
  { name: 'Elderly wellbeing quarter', priceCents: 96_000, validityDays: 90, onShelf: false, description: 'Assessment, medication review and fall prevention.', items: [['Health assessment for the elderly', 1], ['Medication review at home', 2], ['Fall prevention session', 4]] },
];
