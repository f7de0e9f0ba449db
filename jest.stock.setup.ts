// The jest project "stock" (jest.config.js): the fake bank of mocks/digx/node.ts imitates a stock OBDX 18.x.
// A setup file, so it runs before jest.setup.ts imports the bank.
process.env.DIGX_PROFILE = 'stock';
