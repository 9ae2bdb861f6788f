// Neighborhood list and detail parts and their page templates (re-exported by the package index).
export {};
