export { range as default } from './index';
