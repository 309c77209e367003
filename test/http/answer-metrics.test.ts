import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AnswerMetrics } from '../../src/http/answer-metrics.js';

test('answers are counted per route, method and status, their durations in cumulative buckets', () => {
  const metrics = new AnswerMetrics();
  for (const seconds of [0.0005, 0.001, 0.003, 0.2, 30]) metrics.count('/v1/datasets', 'GET', 200, seconds);
  metrics.count('/v1/datasets', 'GET', 429, 0.0001);
  const text = metrics.text();
  assert.match(text, /^http_requests_total\{route="\/v1\/datasets",method="GET",status="200"\} 5$/m);
  assert.match(text, /^http_requests_total\{route="\/v1\/datasets",method="GET",status="429"\} 1$/m);
  // A duration on a bound is counted in that bucket (le: less than or equal).
  assert.match(
    text,
    /^http_request_duration_seconds_bucket\{le="0.001",route="\/v1\/datasets",method="GET",status="200"\} 2$/m,
  );
  assert.match(
    text,
    /^http_request_duration_seconds_bucket\{le="0.005",route="\/v1\/datasets",method="GET",status="200"\} 3$/m,
  );
  assert.match(
    text,
    /^http_request_duration_seconds_bucket\{le="0.25",route="\/v1\/datasets",method="GET",status="200"\} 4$/m,
  );
  assert.match(
    text,
    /^http_request_duration_seconds_bucket\{le="10",route="\/v1\/datasets",method="GET",status="200"\} 4$/m,
  );
  assert.match(
    text,
    /^http_request_duration_seconds_bucket\{le="\+Inf",route="\/v1\/datasets",method="GET",status="200"\} 5$/m,
  );
  assert.match(text, /^http_request_duration_seconds_count\{route="\/v1\/datasets",method="GET",status="200"\} 5$/m);
  assert.match(text, /^rate_limit_refusals_total\{route="\/v1\/datasets"\} 1$/m);
  assert.match(text, /^# TYPE http_request_duration_seconds histogram$/m);
});

test('a label value is written escaped', () => {
  const metrics = new AnswerMetrics();
  metrics.count('a"b\\c\nd', 'GET', 404, 0.01);
  assert.match(metrics.text(), /route="a\\"b\\\\c\\nd"/);
});
