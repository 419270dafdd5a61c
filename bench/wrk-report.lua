-- wrk script of the benchmarks (bench/wrk.ts): rotates through the requests in the file named by
-- WRK_TARGETS_FILE (one per line: the path, then its headers, tab-separated, "Name: value";
-- formatted once, up front)
-- and prints the run's figures as one JSON line, with the latency percentiles the benchmarks
-- report (wrk's own summary has no 95th).
local targets = {}
local file = os.getenv("WRK_TARGETS_FILE")
for line in (file and io.lines(file) or function() return nil end) do
  local fields = {}
  for field in string.gmatch(line, "[^\t]+") do
    fields[#fields + 1] = field
  end
  local headers = {}
  for i = 2, #fields do
    local name, value = string.match(fields[i], "^([^:]+): (.*)$")
    headers[name] = value
  end
  targets[#targets + 1] = { path = fields[1], headers = headers }
end

local formatted = {}
local next_index = 0

-- Only with targets: without, wrk sends its own prebuilt request (URL and -H headers), cheaper.
if #targets > 0 then
  init = function()
    for i, target in ipairs(targets) do
      formatted[i] = wrk.format(nil, target.path, target.headers)
    end
  end
  request = function()
    next_index = next_index % #formatted + 1
    return formatted[next_index]
  end
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50":%d,"p95":%d,"p99":%d,"maxUs":%d}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max))
end
