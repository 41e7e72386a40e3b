import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// The three evaluation methods of the master list (docs/rules/reference-data.md#enumerations), as a buyer would explain them.
const METHODS = [
  { name: 'Least Cost System', body: 'Vendor dengan penawaran harga terendah menjadi pemenang.' },
  { name: 'Passing Grade', body: 'Vendor yang lolos evaluasi administrasi dan teknis bersaing pada harga.' },
  { name: 'Merit Point', body: 'Skor administrasi, teknis, dan harga digabungkan menjadi nilai total.' },
] as const;

/** The evaluation methods band inside #benefit. */
export function EvaluationMethodsPanel() {
  return (
    <Box
      sx={{
        my: { xs: 4, md: 6 },
        p: { xs: 3, md: 5 },
        borderRadius: 4,
        color: '#fff',
        background: 'linear-gradient(135deg, #0f766e 0%, #0e7490 100%)',
        display: 'grid',
        gap: { xs: 3, md: 5 },
        gridTemplateColumns: { xs: '1fr', md: '0.9fr 1.6fr' },
        alignItems: 'center',
      }}
    >
      <Box>
        <FactCheckOutlinedIcon sx={{ fontSize: 36, opacity: 0.9 }} />
        <Typography component="h3" sx={{ mt: 1.5, fontWeight: 800, fontSize: { xs: 22, md: 26 }, lineHeight: 1.25 }}>
          Metode evaluasi vendor sesuai kebijakan perusahaan Anda
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {METHODS.map((method) => (
          <Box key={method.name} sx={{ p: 2.5, borderRadius: 3, bgcolor: 'rgba(255,255,255,0.1)', border: '1px solid rgba(255,255,255,0.18)' }}>
            <Typography sx={{ fontWeight: 700, fontSize: 16 }}>{method.name}</Typography>
            <Typography sx={{ mt: 0.75, fontSize: 14.5, lineHeight: 1.55, color: 'rgba(255,255,255,0.85)' }}>{method.body}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
