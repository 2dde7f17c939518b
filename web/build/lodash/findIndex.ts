export { findIndex as default } from './index';
