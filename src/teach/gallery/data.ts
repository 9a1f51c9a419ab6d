/**
 * The gallery's dataset: six orders with one problem of each kind, so every example has
 * something to fail on. Its run clock is fixed for `freshness`.
 */
export const GALLERY_DATA = {
  name: 'gallery-orders.csv',
  csv: [
    'id,name,email,age,country,cpf,amount,paid,created_at,status',
    '1,Ana,ana@example.com,34,BR,123.456.789-01,100.0,100.0,2026-03-04 10:00:00,active',
    '2,Bruno,bruno@example,41,PT,123.456.789-02,50.0,80.0,2026-03-03 09:00:00,active',
    '3,Carla,,29,BR,12345678903,70.0,0.0,2026-03-02 08:00:00,paused',
    '4,Diego,diego@example.com,200,br,123.456.789-04,30.0,45.0,2026-03-01 07:00:00,N/A',
    '5,,elena@example.com,,US,123.456.789-05,,20.0,2026-02-28 06:00:00,active',
    '5,Fabio,fabio@example.com,57,US,123.456.789-06,90.0,90.0,2026-02-27 05:00:00,closed',
    '',
  ].join('\n'),
};

/** The gallery's run clock: the newest order is one day old. */
export const GALLERY_NOW = '2026-03-05T10:00:00Z';
