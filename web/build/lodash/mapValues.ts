export { mapValues as default } from './index';
