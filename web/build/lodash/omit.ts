export { omit as default } from './index';
