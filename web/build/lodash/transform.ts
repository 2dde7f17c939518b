export { transform as default } from './index';
