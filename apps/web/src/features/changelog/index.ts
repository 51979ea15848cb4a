/** What's-new tracking: how many changelog entries the user has not seen yet. */
export { useMarkChangelogSeen, useUnreadChangelogCount } from './unread';
