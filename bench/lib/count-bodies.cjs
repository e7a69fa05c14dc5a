// autocannon setupClient: count response bytes without appending every body to a string (autocannon's
// default, which costs the load generator more than the server on big or binary replies).
module.exports = function countBodies(client) {
  client.pipelinedRequests.addBody = function skipBody() {};
};
