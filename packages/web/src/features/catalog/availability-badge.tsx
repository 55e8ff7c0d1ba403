/** The badge moved to shared/ui so the article detail page shares it; this keeps old imports working. */
export { AvailabilityBadge } from '#web/shared/ui/availability-badge.tsx';
