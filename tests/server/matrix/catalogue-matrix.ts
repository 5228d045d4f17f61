import sharp from 'sharp';
import { countOn } from '../support/database';
import type { MatrixArea } from './matrix-area';

let made = 0;
const unique = (what: string) => `Matrix ${what} ${process.pid}-${++made}`;

/**
 * The catalogue's part of the permission matrix: categories, services, packages, imports and
 * uploads. Each mutation gets a fresh record; the upload is a real multipart image (a `file`
 * Blob in the body; the matrix sends such a body as multipart).
 */
export const catalogueMatrix: MatrixArea = {
  fingerprint: [
    '(select count(*) from service_categories)',
    '(select coalesce(sum(version), 0) from service_categories)',
    '(select count(*) from services)',
    '(select coalesce(sum(version), 0) from services)',
    '(select count(*) from packages)',
    '(select coalesce(sum(version), 0) from packages)',
    '(select count(*) from uploads)',
  ],
  bodies: async ({ server, api }) => {
    const topId = await countOn(server, 'select min(id) from service_categories where parent_id is null');
    const serviceId = await countOn(server, 'select min(id) from services');
    const packageId = await countOn(server, 'select min(id) from packages');
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const category = async () => api.ok('admin', 'addServiceCategory', { name: unique('category') });
    const service = async () => api.ok('admin', 'addService', { name: unique('service'), categoryId: topId, price: '10', durationMinutes: 30, requiredTitle: 'nurse' });
    const pkg = async () => api.ok('admin', 'addPackage', { name: unique('package'), price: '10', validityDays: 30, items: `${serviceId}x2` });
    return {
      getServiceCategoryList: async () => ({}),
      getServiceCategory: async () => ({ categoryId: topId }),
      addServiceCategory: async () => ({ name: unique('category') }),
      editServiceCategory: async () => {
        const c = await category();
        return { categoryId: c.id, version: c.version, name: unique('renamed') };
      },
      alterServiceCategoryStatus: async () => {
        const c = await category();
        return { categoryId: c.id, version: c.version, status: 0 };
      },
      moveServiceCategory: async () => {
        await category();
        const c = await category();
        return { categoryId: c.id, version: c.version, direction: 'up' };
      },
      deleteServiceCategory: async () => {
        const c = await category();
        return { categoryId: c.id, version: c.version };
      },
      getServiceList: async () => ({}),
      getService: async () => ({ serviceId }),
      addService: async () => ({ name: unique('service'), categoryId: topId, price: '12.50', durationMinutes: 30, requiredTitle: 'nurse' }),
      editService: async () => {
        const s = await service();
        return { serviceId: s.id, version: s.version, price: '20' };
      },
      alterServiceShelf: async () => {
        const s = await service();
        return { serviceId: s.id, version: s.version, onShelf: false };
      },
      importServices: async () => ({ csv: `name,category,price,durationMinutes,requiredTitle\n${unique('import')},${topId},10,30,nurse\n` }),
      uploadImage: async () => ({ file: new Blob([new Uint8Array(png)], { type: 'image/png' }) }),
      getPackageList: async () => ({}),
      getPackage: async () => ({ packageId }),
      getPackageBuyerList: async () => ({ packageId }),
      addPackage: async () => ({ name: unique('package'), price: '99', validityDays: 30, items: `${serviceId}x1` }),
      editPackage: async () => {
        const p = await pkg();
        return { packageId: p.id, version: p.version, price: '11' };
      },
      alterPackageShelf: async () => {
        const p = await pkg();
        return { packageId: p.id, version: p.version, onShelf: false };
      },
    };
  },
};
