export { defaults as default } from './index';
