import type { FastifyPluginAsync } from 'fastify';
import type { Upstream } from '../context.js';

const TNC_HTML = `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Syarat dan Ketentuan - MyValue</title>
<style>
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #1f1f1f; line-height: 1.6; margin: 0; }
  header { background: #84329B; color: #fff; padding: 24px 16px; }
  main { max-width: 760px; margin: 0 auto; padding: 24px 16px 48px; }
  h1 { margin: 0; font-size: 1.6rem; }
  h2 { color: #84329B; font-size: 1.15rem; margin-top: 2rem; }
</style>
</head>
<body>
<header><h1>Syarat dan Ketentuan Program MyValue</h1></header>
<main>
<p>Dengan mendaftar dan menggunakan layanan MyValue, kamu menyetujui syarat dan ketentuan berikut.</p>
<h2>1. Keanggotaan</h2>
<ol>
<li>Keanggotaan MyValue terbuka bagi warga negara Indonesia dan warga asing yang tinggal di Indonesia.</li>
<li>Setiap orang hanya boleh memiliki satu akun dengan e-mail dan nomor HP yang aktif.</li>
<li>Kamu bertanggung jawab menjaga kerahasiaan kata sandi dan kode OTP akunmu.</li>
</ol>
<h2>2. Poin</h2>
<ol>
<li>Poin diperoleh dari transaksi di merchant rekanan, event, dan program referral.</li>
<li>Poin berlaku sampai akhir bulan ke-12 setelah bulan poin diperoleh, lalu hangus.</li>
<li>Poin tidak dapat diuangkan dan tidak dapat dipindahkan ke akun lain.</li>
</ol>
<h2>3. Voucher</h2>
<ol>
<li>Voucher yang sudah diklaim tidak dapat dibatalkan atau ditukar kembali menjadi poin.</li>
<li>Setiap voucher memiliki masa berlaku dan syarat penggunaan masing-masing.</li>
<li>Jumlah voucher terbatas dan dapat habis sewaktu-waktu.</li>
</ol>
<h2>4. Event</h2>
<ol>
<li>Pendaftaran event mengikuti kuota yang tersedia.</li>
<li>Poin yang digunakan untuk mendaftar event tidak dapat dikembalikan.</li>
</ol>
<h2>5. Referral</h2>
<p>Kamu mendapatkan poin bonus untuk setiap teman yang mendaftar menggunakan kode referralmu. Kode referral milik sendiri tidak dapat digunakan.</p>
<h2>6. Perubahan</h2>
<p>MyValue dapat mengubah syarat dan ketentuan ini sewaktu-waktu. Perubahan akan diumumkan melalui situs dan aplikasi.</p>
<h2>7. Kontak</h2>
<p>Pertanyaan seputar program dapat disampaikan melalui Layanan Pelanggan MyValue.</p>
</main>
</body>
</html>
`;

/** `/pages/*` at the root of the API host: static pages the site links to (terms and conditions). */
export const pageRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (app) => {
  app.get('/pages/tnc', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(TNC_HTML),
  );
};
