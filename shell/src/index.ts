// The async boundary: shared singletons are negotiated with the remotes before any of them runs.
void import('./bootstrap');
