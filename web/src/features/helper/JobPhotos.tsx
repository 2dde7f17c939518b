/**
 * Where the job page shows the visit's photos. The photos part of issue 27 (upload, storage, serving) replaces this
 * component; until then the page has no photo section at all.
 */
export function JobPhotos(_props: { visitId: string }) {
  return null;
}
