import { uploadOrKeepPhoto } from '../../apollo/offline/offlineQueue';
import { Card } from '../../ui/Card';
import { VisitPhotos } from '../../widgets/visit-photos/VisitPhotos';

/**
 * The job page's photos (issue 27): before, after and issue photos of this visit, and the form that adds one with the
 * phone's camera (without a signal, kept on the phone and uploaded when it returns). The helper removes their own; the owner reads them all in the calendar's visit details.
 */
export function JobPhotos({ visitId }: { visitId: string }) {
  return (
    <Card>
      <VisitPhotos
        visitId={visitId}
        title="Photos"
        canUpload
        upload={uploadOrKeepPhoto}
        emptyText="No photos yet. Add before, after or issue photos (damage, something broken)."
      />
    </Card>
  );
}
