/** Every localStorage key the app uses (spec 000 §3: the 16bars_ prefix, the current user under its own name). */
export const STORAGE_KEYS = {
  betaAccess: '16bars_beta_access',
  deviceId: '16bars_device_id',
  users: '16bars_users',
  currentUser: 'hip_hop_current_user',
  gameState: '16bars_game_state',
  lastGame: '16bars_last_game',
  sessions: '16bars_game_sessions',
  stats: '16bars_enhanced_stats',
  darkMode: '16bars_dark_mode',
  sound: '16bars_sound',
  showOnLeaderboard: '16bars_show_on_leaderboard',
  showRealName: '16bars_show_real_name',
  notifications: '16bars_notifications',
  testDate: '16bars_test_date',
  installDismissed: '16bars_install_banner_dismissed',
  cookieConsent: '16bars_cookie_consent',
} as const;
