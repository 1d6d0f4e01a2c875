export * from './messages.js';
export * from './roles.js';
export * from './navigation.js';
export * from './schemas/fields.js';
export * from './schemas/auth.js';
export * from './schemas/session.js';
export * from './templates/index.js';
export * from './schemas/form-templates.js';
