import { describe, expect, it } from 'vitest';
import { reportSource } from './report-source.ts';

const context = { reportUrl: 'https://orbis.example.com/Companies/report/{bvdId}?context=abc', origin: 'https://orbis.example.com' };

describe('reportSource', () => {
  it('puts the company, escaped, into the report address of the context', () => {
    expect(reportSource(context, 'US*123')).toBe('https://orbis.example.com/Companies/report/US*123?context=abc');
    expect(reportSource(context, 'GB 1/2')).toBe('https://orbis.example.com/Companies/report/GB%201%2F2?context=abc');
  });

  it('refuses an address of another origin, or that is no web page', () => {
    expect(reportSource({ ...context, origin: 'https://other.example.com' }, 'GB1')).toBeNull();
    expect(reportSource({ reportUrl: 'javascript:alert(1)//{bvdId}', origin: 'null' }, 'GB1')).toBeNull();
    expect(reportSource({ reportUrl: 'not a url {bvdId}', origin: 'null' }, 'GB1')).toBeNull();
  });
});
