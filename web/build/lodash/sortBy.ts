export { sortBy as default } from './index';
