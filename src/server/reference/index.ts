export { collectEndpoints, referenceRoutes } from './routes.js';
