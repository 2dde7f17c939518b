export { isEqual as default } from './index';
