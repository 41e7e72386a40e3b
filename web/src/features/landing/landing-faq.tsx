import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LandingSectionHeading } from './landing-section-heading';

// The five questions of docs/rules/shell-and-landing.md#landing-page, answering the page's claims.
export const FAQ_ENTRIES = [
  {
    question: 'Apa itu Procura Auction?',
    answer:
      'Procura Auction adalah platform lelang dan negosiasi pengadaan online untuk perusahaan di Indonesia. Pembeli membuat pengadaan, mengundang vendor, menjalankan lelang atau negosiasi, memantau sesi secara real-time, dan mengunduh laporan resmi.',
  },
  {
    question: 'Metode evaluasi apa saja yang tersedia?',
    answer:
      'Tersedia tiga metode: least cost system (harga terendah menang), passing grade (vendor yang lolos evaluasi administrasi dan teknis bersaing pada harga), dan merit point (skor administrasi, teknis, dan harga digabungkan).',
  },
  {
    question: 'Bagaimana sistem penagihannya?',
    answer: 'Penagihan dihitung per pengguna per bulan. Tim sales kami akan membantu menyesuaikan jumlah pengguna dengan kebutuhan perusahaan Anda.',
  },
  {
    question: 'Bagaimana cara mendapatkan demo?',
    answer:
      'Hubungi tim sales kami atau isi formulir Coba Gratis di halaman ini. Kami akan menghubungi Anda untuk menjadwalkan demo dan menyiapkan akun uji coba.',
  },
  {
    question: 'Browser apa yang disarankan?',
    answer: 'Gunakan Google Chrome atau Mozilla Firefox versi terbaru agar lelang real-time dan notifikasi berjalan dengan lancar.',
  },
] as const;

/** #faq: five questions, one open at a time. */
export function LandingFaq() {
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  return (
    <Box component="section" id="faq" aria-labelledby="faq-heading" sx={{ py: { xs: 7, md: 11 } }}>
      <Container maxWidth="md">
        <LandingSectionHeading id="faq-heading" eyebrow="FAQ" heading="Pertanyaan yang sering diajukan" />
        <Box>
          {FAQ_ENTRIES.map((entry, index) => (
            <Accordion
              key={entry.question}
              disableGutters
              elevation={0}
              expanded={openIndex === index}
              onChange={(_event, expanded) => setOpenIndex(expanded ? index : null)}
              sx={{
                mb: 1.5,
                border: 1,
                borderColor: openIndex === index ? '#bfdbfe' : 'divider',
                borderRadius: '12px !important',
                '&::before': { display: 'none' },
              }}
            >
              {/* The accordion wraps its summary in an h3 itself. */}
              <AccordionSummary
                id={`faq-question-${index}`}
                aria-controls={`faq-answer-${index}`}
                expandIcon={<ExpandMoreIcon />}
                sx={{ px: { xs: 2, sm: 3 }, py: 0.5 }}
              >
                <Typography component="span" sx={{ fontWeight: 650, fontSize: { xs: 15.5, sm: 16.5 } }}>
                  {entry.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails sx={{ px: { xs: 2, sm: 3 }, pt: 0, pb: 2.5 }}>
                <Typography color="text.secondary" sx={{ lineHeight: 1.65 }}>
                  {entry.answer}
                </Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
