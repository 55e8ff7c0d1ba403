/**
 * The area- and platform-cycle rules of `.dependency-cruiser.mjs`, run by `npm run lint` over the server's
 * shipped code only (without tests, which reach every area through the test app).
 */
import base, { NO_AREA_CYCLES, NO_PLATFORM_CYCLES, SHIPPED_ONLY } from './.dependency-cruiser.mjs';

export default {
  forbidden: [NO_AREA_CYCLES, NO_PLATFORM_CYCLES],
  options: { ...base.options, exclude: SHIPPED_ONLY },
};
