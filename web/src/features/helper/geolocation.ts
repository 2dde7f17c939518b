/** What the browser gave when asked where the helper is. */
export type LocationResult =
  | { status: 'shared'; latitude: number; longitude: number }
  /** The helper (or the browser's settings) said no. */
  | { status: 'denied' }
  /** No location on this device, no fix in time, or no answer to the prompt in time. */
  | { status: 'unavailable' };

/** Long enough to answer the browser's prompt and get a fix; after that the punch goes ahead without location. */
export const LOCATION_WAIT_MS = 20_000;

/**
 * Asks the browser once for the current position. It never fails: a refusal or a device without location is an
 * answer like any other, and the punch goes ahead without it.
 */
export function requestLocation(waitMs = LOCATION_WAIT_MS): Promise<LocationResult> {
  const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
  if (!geolocation) return Promise.resolve({ status: 'unavailable' });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: LocationResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    // The API's own timeout only starts once permission is granted; this one also covers an unanswered prompt.
    const timer = setTimeout(() => settle({ status: 'unavailable' }), waitMs);
    try {
      geolocation.getCurrentPosition(
        (position) => settle({ status: 'shared', latitude: position.coords.latitude, longitude: position.coords.longitude }),
        (error) => settle({ status: error.code === 1 ? 'denied' : 'unavailable' }),
        { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
      );
    } catch {
      settle({ status: 'unavailable' });
    }
  });
}

/** Said plainly on the clock card. */
export const LOCATION_WORDS: Record<LocationResult['status'], string> = {
  shared: 'Location tracking enabled',
  denied: 'Location not shared',
  unavailable: 'Location not available',
};

/** Clocked out after a punch that recorded the position: nothing is tracked any more. */
export const LOCATION_RECORDED_AT_CLOCK_OUT = 'Location recorded when you clocked out';

/** An open punch without a position, seen after a reload: why is no longer known, only that none was recorded. */
export const NO_LOCATION_RECORDED = 'No location recorded with this punch';
