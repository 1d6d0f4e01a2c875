import { describe, expect, it } from 'vitest';
import {
  checkAddress,
  checkCity,
  checkEmail,
  checkName,
  checkPastDate,
  checkPhone,
  checkRelationship,
  checkStateZip,
} from './checks.js';
import { TODAY } from './test-fixtures.js';

describe('generic field checks', () => {
  it.each([
    ['a@b.co', undefined],
    ['ann.lee@clinic.example', undefined],
    ['ann@clinic', 'Please enter a valid email address'],
    ['ann clinic.com', 'Please enter a valid email address'],
    ['', undefined],
  ])('email %j', (value, message) => expect(checkEmail(value)).toBe(message));

  it.each([
    ['+1 (214) 555-1234', undefined],
    ['214-555-1234', undefined],
    ['1234567890123456', undefined],
    ['12345678901234567', 'Please enter a valid phone number'],
    ['0214555123', 'Please enter a valid phone number'],
    ['+1 (___) ___-____', 'Please enter a valid phone number'],
    ['214.555.1234', 'Please enter a valid phone number'],
  ])('phone %j', (value, message) => expect(checkPhone(value)).toBe(message));

  it.each([
    ['Anne-Marie', undefined],
    ["D'Angelo", undefined],
    ['José Núñez', undefined],
    ['12345', 'Name cannot be just numbers'],
    ['Ann3', 'Name can only contain letters, spaces, hyphens, and apostrophes'],
    ['Dr. Lee', 'Name can only contain letters, spaces, hyphens, and apostrophes'],
    ['A', 'Name must be at least 2 characters'],
    [42, 'Name cannot be just numbers'],
  ])('name %j', (value, message) => expect(checkName(value)).toBe(message));

  it.each([
    [checkAddress, '12 Oak', undefined],
    [checkAddress, '12345', 'Address cannot be just numbers'],
    [checkAddress, 'Oak', 'Address must be at least 5 characters'],
    [checkRelationship, 'Son', undefined],
    [checkRelationship, '12', 'Relationship cannot be just numbers'],
    [checkRelationship, 'S', 'Relationship must be at least 2 characters'],
    [checkCity, 'Ely', undefined],
    [checkCity, '75', 'City name cannot be just numbers'],
    [checkCity, 'X', 'City name must be at least 2 characters'],
  ])('%o %j', (check, value, message) => expect(check(value)).toBe(message));

  it.each([
    ['TX, 75028', undefined],
    ['tx 75028', undefined],
    ['TX, 75028-1234', undefined],
    ['TX, 750281234', undefined],
    ['Texas, 75028', 'Please enter state and zip in format: TX, 75028'],
    ['TX, 7502', 'Please enter state and zip in format: TX, 75028'],
    ['TX, 75028-12', 'Please enter state and zip in format: TX, 75028'],
  ])('state-zip %j', (value, message) => expect(checkStateZip(value)).toBe(message));

  it.each([
    ['2025-06-15', undefined],
    ['1900-01-01', undefined],
    ['2025-06-16', 'Date of birth cannot be in the future'],
    ['1899-12-31', 'Date of birth seems invalid'],
    ['2023-02-30', 'Date of birth seems invalid'],
    ['15/06/2020', 'Date of birth seems invalid'],
    ['', undefined],
  ])('date %j', (value, message) =>
    expect(checkPastDate(value, 'Date of birth', TODAY)).toBe(message),
  );
});
