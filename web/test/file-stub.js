// Stands in for imported assets (css, svg, png) in jest.
module.exports = 'test-file-stub';
