// Staff users and custom roles: filled by the staff-users work.
export {};
