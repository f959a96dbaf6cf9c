/** Full-page navigation the dashboard needs (the OneDrive authorize redirect). */
export type AdminNavigation = {
  assign(url: string): void;
};
