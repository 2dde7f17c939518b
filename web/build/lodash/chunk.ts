export { chunk as default } from './index';
