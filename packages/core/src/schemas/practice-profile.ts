// Issue 20: the owner's practice profile: phone, address, logo, brand colour.
export {};
