// lodash-es ships no types, and only web/test/lodashStandIns.test.ts imports it (as the reference the stand-ins of
// web/build/lodash are held to), casting each function to the stand-in's own signature.
declare module 'lodash-es/*.js' {
  const lodashFunction: unknown;
  export default lodashFunction;
}
