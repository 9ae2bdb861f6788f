export * from './constants.js';
export * from './contract.js';
export * from './format.js';
export * from './messages.js';
export * from './schemas/entities.js';
export * from './schemas/errors.js';
export * from './schemas/forms.js';
export * from './site.js';
