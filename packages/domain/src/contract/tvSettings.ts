/** GET and PUT /api/tvsettings (spec §2.5 preload; "TV settings: shapes not shown", designed here). */
export interface TvSettings {
  parentalControl: {
    enabled: boolean;
    /** Programmes above this age rating need the PIN. */
    ageLimit: 6 | 9 | 12 | 16 | 18;
  };
  /** Whether rentals and purchases ask for the PIN. */
  purchasePinEnabled: boolean;
  /** Terugkijken (replay) switched on for the box. */
  replayEnabled: boolean;
}
