/** The demo data set seeded when CAREOPS_DEMO is not '0' (shared contract: usernames, phones). */

export interface DemoStudio {
  name: string;
  practiceLicenceNo: string;
  businessLicenceNo: string;
  contactName: string;
  phone: string;
  region: string;
  address: string;
  serviceRadiusKm: number;
  status: 0 | 1;
}

export const demoStudios: DemoStudio[] = [
  {
    name: 'Kangning Home Nursing Station (Chaoyang)',
    practiceLicenceNo: 'PDY11010511010517A1001',
    businessLicenceNo: '91110105MA01K3XQ2T',
    contactName: 'Li Hong',
    phone: '010-65881234',
    region: 'Beijing / Chaoyang',
    address: '18 Jianguo Road, Chaoyang District, Beijing',
    serviceRadiusKm: 8,
    status: 1,
  },
  {
    name: 'Renai Community Nursing Center (Haidian)',
    practiceLicenceNo: 'PDY11010811010817A1002',
    businessLicenceNo: '91110108MA02B7LC5R',
    contactName: 'Gao Yan',
    phone: '010-82605678',
    region: 'Beijing / Haidian',
    address: '66 Zhongguancun Street, Haidian District, Beijing',
    serviceRadiusKm: 6,
    status: 1,
  },
  {
    name: 'Yikang Nursing Station (Pudong)',
    practiceLicenceNo: 'PDY31011531011517A2003',
    businessLicenceNo: '91310115MA1K4N8P6W',
    contactName: 'Xu Ting',
    phone: '021-58301122',
    region: 'Shanghai / Pudong',
    address: '1088 Zhangyang Road, Pudong New Area, Shanghai',
    serviceRadiusKm: 10,
    status: 1,
  },
  {
    name: 'Huaxi Home Care Center (Wuhou)',
    practiceLicenceNo: 'PDY51010751010717A3004',
    businessLicenceNo: '91510107MA6C9H2D1K',
    contactName: 'He Jun',
    phone: '028-85503366',
    region: 'Chengdu / Wuhou',
    address: '37 Guoxue Lane, Wuhou District, Chengdu',
    serviceRadiusKm: 7,
    status: 1,
  },
  {
    name: 'Zhongshan Nursing Station (Tianhe)',
    practiceLicenceNo: 'PDY44010644010617A4005',
    businessLicenceNo: '91440106MA5D0T7F3M',
    contactName: 'Lin Fang',
    phone: '020-87556677',
    region: 'Guangzhou / Tianhe',
    address: '201 Tianhe Road, Tianhe District, Guangzhou',
    serviceRadiusKm: 5,
    status: 0,
  },
];

export interface DemoStaff {
  username: string;
  name: string;
  phone: string;
  role: string;
  status: 0 | 1;
  isConsult: boolean;
  /** Index into demoStudios of the station the account is bound to. */
  station?: number;
}

/** The role of the `noperm` account: it exists, but grants nothing. */
export const emptyRoleCode = 'noPermissions';

export const demoStaff: DemoStaff[] = [
  { username: 'cs', name: 'Chen Jing', phone: '13800000001', role: 'customerService', status: 1, isConsult: true },
  { username: 'studio', name: 'Wang Lei', phone: '13800000002', role: 'studioManager', status: 1, isConsult: false, station: 0 },
  { username: 'finance', name: 'Zhao Min', phone: '13800000003', role: 'finance', status: 1, isConsult: false },
  { username: 'ops', name: 'Liu Yang', phone: '13800000004', role: 'operations', status: 1, isConsult: false },
  { username: 'reviewer', name: 'Sun Li', phone: '13800000005', role: 'reviewer', status: 1, isConsult: false },
  { username: 'disabled', name: 'Zhou Qiang', phone: '13800000006', role: 'customerService', status: 0, isConsult: false },
  { username: 'noperm', name: 'Wu Hao', phone: '13800000007', role: emptyRoleCode, status: 1, isConsult: false },
];

export const adminAccount = { username: 'admin', name: 'Administrator', phone: '13800000000', role: 'superAdmin' } as const;
